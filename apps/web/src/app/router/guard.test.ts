import { WHITELIST } from '@podbench/contract';
import { describe, expect, it } from 'vitest';
import { decideRoute, type GuardInput } from './guard';

const input = (over: Partial<GuardInput>): GuardInput => ({
  pathname: '/',
  search: '',
  hasToken: false,
  sessionReady: false,
  firstUrl: null,
  ...over,
});

describe('decideRoute without a token', () => {
  it.each(WHITELIST)('lets %s through', (pathname) => {
    expect(decideRoute(input({ pathname }))).toEqual({ kind: 'allow' });
  });

  it('sends other paths to /login with the wanted location', () => {
    expect(decideRoute(input({ pathname: '/order/orderTemu', search: '?page=2' }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Forder%2ForderTemu%3Fpage%3D2',
    });
    expect(decideRoute(input({ pathname: '/404' }))).toEqual({ kind: 'redirect', to: '/login?redirect=%2F404' });
  });

  it('sends the root to plain /login', () => {
    expect(decideRoute(input({ pathname: '/' }))).toEqual({ kind: 'redirect', to: '/login' });
  });
});

describe('decideRoute with a token', () => {
  it('sends /login to the first-menu URL', () => {
    expect(decideRoute(input({ pathname: '/login', hasToken: true, firstUrl: '/authorizeShop/temu' }))).toEqual({
      kind: 'redirect',
      to: '/authorizeShop/temu',
    });
    expect(decideRoute(input({ pathname: '/login', hasToken: true }))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends /login?redirect= (just signed in) back to where the user wanted to go', () => {
    const search = `?redirect=${encodeURIComponent('/order/orderTemu?page=2')}`;
    expect(decideRoute(input({ pathname: '/login', search, hasToken: true, firstUrl: '/authorizeShop/temu' }))).toEqual(
      { kind: 'redirect', to: '/order/orderTemu?page=2' },
    );
    const outside = `?redirect=${encodeURIComponent('//evil.example')}`;
    expect(decideRoute(input({ pathname: '/login', search: outside, hasToken: true }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('loads the session first, then lets everything through', () => {
    expect(decideRoute(input({ pathname: '/gallery/galleryMy', hasToken: true }))).toEqual({ kind: 'load' });
    expect(decideRoute(input({ pathname: '/index', hasToken: true }))).toEqual({ kind: 'load' });
    expect(decideRoute(input({ pathname: '/gallery/galleryMy', hasToken: true, sessionReady: true }))).toEqual({
      kind: 'allow',
    });
  });
});
