/**
 * Names of everything the app keeps in the browser. They are part of the behaviour the specification fixes
 * (spec §2, §3, §4, §9), so they live in one place.
 */
export const TOKEN_COOKIE = 'Admin-Token';
export const USER_INFO_KEY = 'userInfo';
export const SIDEBAR_STATUS_COOKIE = 'sidebarStatus';
export const FIRST_URL_KEY = 'first-url';
export const SITE_CONFIG_KEY = 'systemsiteconfig';
