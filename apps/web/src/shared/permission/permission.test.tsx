import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../auth/auth-store';
import { canSeeRoute, EMPTY_PERMISSION_MESSAGE, EMPTY_ROLE_MESSAGE, HasPermi, HasRole, hasPermi, hasRole } from '.';

describe('hasRole', () => {
  it('passes when the user holds one of the roles', () => {
    expect(hasRole(['seller'], ['seller', 'editor'])).toBe(true);
    expect(hasRole(['seller'], ['editor'])).toBe(false);
    expect(hasRole([], ['seller'])).toBe(false);
  });

  it('lets admin pass every role check', () => {
    expect(hasRole(['admin'], ['anything'])).toBe(true);
  });

  it('throws 请设置角色权限标签值 on an empty list', () => {
    expect(() => hasRole(['admin'], [])).toThrow(EMPTY_ROLE_MESSAGE);
    expect(EMPTY_ROLE_MESSAGE).toBe('请设置角色权限标签值');
  });
});

describe('hasPermi', () => {
  it('passes when the user holds one of the permissions', () => {
    expect(hasPermi(['order:pay'], ['order:pay', 'order:view'])).toBe(true);
    expect(hasPermi(['order:view'], ['order:pay'])).toBe(false);
  });

  it('lets *:*:* pass every permission check', () => {
    expect(hasPermi(['*:*:*'], ['publish:push'])).toBe(true);
  });

  it('does not let the admin role pass a permission check by itself', () => {
    expect(hasPermi(['admin'], ['publish:push'])).toBe(false);
  });

  it('throws 请设置操作权限标签值 on an empty list', () => {
    expect(() => hasPermi(['*:*:*'], [])).toThrow(EMPTY_PERMISSION_MESSAGE);
    expect(EMPTY_PERMISSION_MESSAGE).toBe('请设置操作权限标签值');
  });
});

describe('canSeeRoute', () => {
  it('shows routes without roles to everyone and role-gated ones to holders and admin', () => {
    expect(canSeeRoute(['seller'], undefined)).toBe(true);
    expect(canSeeRoute(['seller'], [])).toBe(true);
    expect(canSeeRoute(['seller'], ['admin'])).toBe(false);
    expect(canSeeRoute(['admin'], ['admin'])).toBe(true);
  });
});

describe('HasRole / HasPermi', () => {
  afterEach(() => useAuthStore.setState({ roles: [], permissions: [] }));

  it('removes the element when the user holds none of the values', () => {
    useAuthStore.setState({ roles: ['seller'], permissions: ['order:view'] });
    render(
      <div>
        <HasRole value={['admin']}>
          <span>operator-only</span>
        </HasRole>
        <HasRole value={['seller']}>
          <span>seller-visible</span>
        </HasRole>
        <HasPermi value={['order:pay']}>
          <span>pay-button</span>
        </HasPermi>
        <HasPermi value={['order:view']}>
          <span>view-button</span>
        </HasPermi>
      </div>,
    );
    expect(screen.queryByText('operator-only')).toBeNull();
    expect(screen.getByText('seller-visible')).toBeInTheDocument();
    expect(screen.queryByText('pay-button')).toBeNull();
    expect(screen.getByText('view-button')).toBeInTheDocument();
  });

  it('keeps everything for admin and *:*:*', () => {
    useAuthStore.setState({ roles: ['admin'], permissions: ['*:*:*'] });
    render(
      <HasRole value={['editor']}>
        <HasPermi value={['order:pay']}>
          <span>allowed</span>
        </HasPermi>
      </HasRole>,
    );
    expect(screen.getByText('allowed')).toBeInTheDocument();
  });
});
