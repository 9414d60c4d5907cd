import { ToastStore } from './toast-store';

/** The one toast service of the running app, given to remotes through the shell context. */
export const toastService = new ToastStore();
