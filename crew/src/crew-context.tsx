import { phoneAppContext } from '@rihla/shared/mobile-ui/phone-app';
import { MESSAGES } from './messages';

export const crewContext = phoneAppContext(MESSAGES);

/** The page's place (language, direction, paths), its copy and the API client. */
export const useCrew = crewContext.use;
