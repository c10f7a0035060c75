import { useEffect } from 'react';
import { isMobileWidth, useAppStore } from './app-store';

/** Under 992 px the device is mobile and the sidebar closes (spec §2, §4). */
export function useDeviceWatch() {
  useEffect(() => {
    const apply = () => {
      const mobile = isMobileWidth(window.innerWidth);
      const { device, setDevice, closeSidebar, sidebarOpened } = useAppStore.getState();
      if (mobile !== (device === 'mobile')) setDevice(mobile ? 'mobile' : 'desktop');
      if (mobile && sidebarOpened && device !== 'mobile') closeSidebar();
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, []);
}
