/** The id of every layout's main landmark: the skip link's target and where focus goes after navigation. */
export const MAIN_CONTENT_ID = 'main-content';
