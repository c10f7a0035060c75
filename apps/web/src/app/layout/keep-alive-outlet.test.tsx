import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import {
  MemoryRouter,
  type NavigateFunction,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { confirmLeave, useKeptPage, useLeaveGuard } from '@/shared/keep-alive/kept-page';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { TagsView } from './tags-view/tags-view';
import { useTagsStore } from './tags-view/tags-store';

/** What each page's hooks returned at its last render (identity matters: memos and effects depend on it). */
const seen: Record<string, { location: unknown; params: unknown; kept: unknown }> = {};
const mounts: Record<string, number> = {};
let leaveAnswer = true;
const pageApi: Record<string, ReturnType<typeof useKeptPage>> = {};

/** A page that shows what its hooks see: its query, its pathname, its route param, whether it is shown. */
function Probe({ name }: { name: string }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const { pathname } = location;
  const { tab } = useParams();
  const kept = useKeptPage();
  pageApi[name] = kept;
  seen[name] = { location, params, kept };
  const [typed, setTyped] = useState('');
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) return;
    mounted.current = true;
    mounts[name] = (mounts[name] ?? 0) + 1;
  }, [name]);
  useLeaveGuard(() => leaveAnswer);
  return (
    <section data-testid={name}>
      <span data-testid={`${name}-id`}>{params.get('id') ?? 'none'}</span>
      <span data-testid={`${name}-path`}>{pathname}</span>
      <span data-testid={`${name}-tab`}>{tab ?? ''}</span>
      <span data-testid={`${name}-active`}>{String(kept.active)}</span>
      <input aria-label={`${name}-input`} value={typed} onChange={(e) => setTyped(e.target.value)} />
    </section>
  );
}

let go: NavigateFunction = () => undefined;
function NavigateHandle() {
  go = useNavigate();
  return null;
}

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output data-testid="url">{`${pathname}${search}`}</output>;
}

function renderShell(initial: string) {
  return render(
    <MemoryRouter initialEntries={[initial]}>
      <NavigateHandle />
      <CurrentUrl />
      <Routes>
        <Route
          element={
            <>
              <TagsView />
              <KeepAliveOutlet />
            </>
          }
        >
          <Route path="/a" element={<Probe name="a" />} />
          <Route path="/b" element={<Probe name="b" />} />
          <Route path="/c/:tab" element={<Probe name="c" />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

/** What the shell's useVisitedViews does on every navigation (the layout is not rendered here). */
function visit(to: string, title: string) {
  const [path, query] = to.split('?');
  useTagsStore.getState().addView({ path, fullPath: to, title });
  act(() => {
    void go({ pathname: path, search: query ? `?${query}` : '' });
  });
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('KeepAliveOutlet', () => {
  beforeAll(() => {
    // jsdom has no layout: the tab bar scrolls its active tab into view.
    Element.prototype.scrollIntoView ??= () => undefined;
  });
  beforeEach(() => {
    useTagsStore.getState().reset();
    for (const k of Object.keys(mounts)) delete mounts[k];
    leaveAnswer = true;
  });
  afterEach(() => {
    cleanup();
    useTagsStore.getState().reset();
  });

  it('gives a hidden page its own location: its query, pathname and params stay its own', () => {
    useTagsStore.getState().addView({ path: '/a', fullPath: '/a?id=1', title: 'A' });
    renderShell('/a?id=1');
    expect(text('a-id')).toBe('1');
    visit('/b?id=2', 'B');
    expect(text('b-id')).toBe('2');
    // Hidden behind B, page A still reads ?id=1 at /a, not B's ?id=2.
    expect(screen.getByTestId('a')).not.toBeVisible();
    expect(screen.getByTestId('b')).toBeVisible();
    expect(text('a-id')).toBe('1');
    expect(text('a-path')).toBe('/a');
    expect(text('a-active')).toBe('false');
    visit('/c/orders?id=3', 'C');
    expect(text('c-tab')).toBe('orders');
    visit('/b?id=4', 'B');
    expect(text('c-tab')).toBe('orders');
    expect(text('c-id')).toBe('3');
    expect(text('b-id')).toBe('4');
    expect(text('a-id')).toBe('1');
  });

  it('does not remount a hidden page: its state and effects survive, and its hooks keep their values', () => {
    useTagsStore.getState().addView({ path: '/a', fullPath: '/a?id=1', title: 'A' });
    renderShell('/a?id=1');
    fireEvent.change(screen.getByLabelText('a-input'), { target: { value: '未保存' } });
    visit('/b?id=2', 'B');
    const hidden = seen.a;
    visit('/b?id=5', 'B');
    visit('/b?id=6', 'B');
    expect(seen.a.location).toBe(hidden.location);
    expect(seen.a.params).toBe(hidden.params);
    expect(seen.a.kept).toBe(hidden.kept);
    visit('/a?id=1', 'A');
    expect(text('a-active')).toBe('true');
    expect(screen.getByLabelText('a-input')).toHaveValue('未保存');
    expect(mounts.a).toBe(1);
    // Shown again with another query: the page sees the new one.
    visit('/a?id=9', 'A');
    expect(text('a-id')).toBe('9');
    expect(mounts.a).toBe(1);
  });

  it('lets a hidden page replace its own query without taking the user there', () => {
    useTagsStore.getState().addView({ path: '/a', fullPath: '/a?productId=1', title: 'A' });
    renderShell('/a?productId=1');
    visit('/b?id=2', 'B');
    act(() => pageApi.a.replaceSearch('?id=77'));
    expect(text('url')).toBe('/b?id=2');
    expect(text('a-id')).toBe('77');
    expect(useTagsStore.getState().views.find((v) => v.path === '/a')?.fullPath).toBe('/a?id=77');
    // Shown, a page replaces the browser's URL itself.
    act(() => pageApi.b.replaceSearch('?id=8'));
    expect(text('url')).toBe('/b?id=8');
    expect(text('b-id')).toBe('8');
  });

  it('asks a page before its tab is closed, and keeps it when the page says no', async () => {
    useTagsStore.getState().addView({ path: '/a', fullPath: '/a?id=1', title: 'A' });
    renderShell('/a?id=1');
    visit('/b?id=2', 'B');
    leaveAnswer = false;
    expect(await confirmLeave(['/a'])).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '关闭 A' }));
    });
    expect(screen.getByTestId('a')).toBeInTheDocument();
    expect(useTagsStore.getState().views.map((v) => v.path)).toEqual(['/a', '/b']);
    leaveAnswer = true;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '关闭 A' }));
    });
    expect(screen.queryByTestId('a')).not.toBeInTheDocument();
    expect(useTagsStore.getState().views.map((v) => v.path)).toEqual(['/b']);
  });
});
