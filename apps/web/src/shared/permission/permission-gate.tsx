import type { ReactNode } from 'react';
import { useHasPermi, useHasRole } from './use-permission';

interface GateProps {
  value: readonly string[];
  children: ReactNode;
}

/** Renders its children only for a user holding one of the roles (or admin); otherwise nothing at all. */
export function HasRole({ value, children }: GateProps) {
  return useHasRole(value) ? children : null;
}

/** Renders its children only for a user holding one of the permissions (or `*:*:*`). */
export function HasPermi({ value, children }: GateProps) {
  return useHasPermi(value) ? children : null;
}
