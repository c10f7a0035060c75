import { useAuthStore } from '../auth/auth-store';
import { hasPermi, hasRole } from './permission';

export function useHasRole(required: readonly string[]): boolean {
  const roles = useAuthStore((s) => s.roles);
  return hasRole(roles, required);
}

export function useHasPermi(required: readonly string[]): boolean {
  const permissions = useAuthStore((s) => s.permissions);
  return hasPermi(permissions, required);
}
