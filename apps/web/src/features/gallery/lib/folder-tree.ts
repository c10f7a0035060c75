import type { GalleryFolder } from '@podbench/contract';

export interface FolderNode {
  key: number;
  title: string;
  count: number;
  children: FolderNode[];
}

/** The flat list the API returns, as a tree sorted by name. */
export function buildFolderTree(folders: GalleryFolder[]): FolderNode[] {
  const nodes = new Map<number, FolderNode>(
    folders.map((f) => [f.id, { key: f.id, title: f.name, count: f.imageCount, children: [] }]),
  );
  const roots: FolderNode[] = [];
  for (const f of folders) {
    const node = nodes.get(f.id)!;
    const parent = f.parentId === 0 ? undefined : nodes.get(f.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: FolderNode[]) => {
    list.sort((a, b) => a.title.localeCompare(b.title, 'zh-CN'));
    for (const n of list) sort(n.children);
  };
  sort(roots);
  return roots;
}

/** Names from the root down to the folder, for breadcrumbs and pickers. */
export function folderPath(folders: GalleryFolder[], id: number): string[] {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const path: string[] = [];
  for (let f = byId.get(id); f && path.length < 10; f = byId.get(f.parentId)) path.unshift(f.name);
  return path;
}

/** The folder and everything under it (a folder cannot move into these). */
export function subtreeIds(folders: GalleryFolder[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const f of folders) {
      if (out.has(f.parentId) && !out.has(f.id)) {
        out.add(f.id);
        grew = true;
      }
    }
  }
  return out;
}
