/** Where to go after signing in: the `redirect` query when it is an in-app path, else the root. */
export function afterLoginTarget(redirect: string | null): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//')) return '/';
  return redirect.startsWith('/login') ? '/' : redirect;
}
