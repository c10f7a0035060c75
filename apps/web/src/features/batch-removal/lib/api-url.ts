/** Signed file URLs from the API are paths; with VITE_API_BASE the API lives on another origin. */
export const apiUrl = (path: string) => `${import.meta.env.VITE_API_BASE ?? ''}${path}`;
