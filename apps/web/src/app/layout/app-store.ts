import { MOBILE_BREAKPOINT_PX } from '@podbench/contract';
import { create } from 'zustand';
import { readSidebarOpened, writeSidebarOpened } from '@/shared/utils/cookies';

export type Device = 'desktop' | 'mobile';

interface AppState {
  sidebarOpened: boolean;
  device: Device;
  toggleSidebar: () => void;
  closeSidebar: () => void;
  setDevice: (device: Device) => void;
}

/** Sidebar and device state (spec §3, §4). The sidebar choice persists in cookie `sidebarStatus` (1/0). */
export const useAppStore = create<AppState>()((set, get) => ({
  sidebarOpened: readSidebarOpened(),
  device: 'desktop',
  toggleSidebar: () => {
    const opened = !get().sidebarOpened;
    writeSidebarOpened(opened);
    set({ sidebarOpened: opened });
  },
  closeSidebar: () => {
    writeSidebarOpened(false);
    set({ sidebarOpened: false });
  },
  setDevice: (device) => set({ device }),
}));

export const isMobileWidth = (width: number) => width < MOBILE_BREAKPOINT_PX;
