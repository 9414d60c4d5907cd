import { describeRemoteMessages } from '@rihla/shared/i18n/remote-messages-check';
import ar from './ar.json';
import en from './en.json';

describeRemoteMessages('fleet', ar, en);
