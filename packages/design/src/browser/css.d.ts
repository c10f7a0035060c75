/** For `tsc -p tsconfig.browser.json`: the bundler (Vite) turns CSS imports into chunks. */
declare module '*.css';
