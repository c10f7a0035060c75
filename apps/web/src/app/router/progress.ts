import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

// The progress bar shows no spinner (spec §9).
NProgress.configure({ showSpinner: false });

export const startProgress = () => NProgress.start();
export const doneProgress = () => NProgress.done();
