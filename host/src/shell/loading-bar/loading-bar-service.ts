import { LoadingBarController } from './loading-bar-controller';

export const loadingBar = new LoadingBarController();
