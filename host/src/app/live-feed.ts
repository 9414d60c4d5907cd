import { createLiveFeed } from '@rihla/shared/http/live-feed';
import { API_BASE_URL } from './api';

/** The console's one connection to the live monitoring stream, shared with every remote. */
export const liveFeed = createLiveFeed({ url: `${API_BASE_URL}/monitoring/stream` });
