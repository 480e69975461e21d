import type { CommunityComment } from '@fertilia/contracts';

type Tree = CommunityComment[];

export function containsComment(tree: Tree, id: number): boolean {
  return tree.some((c) => c.id === id || containsComment(c.replies, id));
}

/**
 * Threaded comments nest replies under their parent (spec 02 §4). Returns the tree with the comment placed
 * at the end of its parent's replies (or of the top level), or null when its parent is not in this tree.
 */
export function insertComment(tree: Tree, comment: CommunityComment): Tree | null {
  const entry = { ...comment, replies: comment.replies ?? [] };
  if (comment.parent_id === null) return [...tree, entry];
  let placed = false;
  const walk = (nodes: Tree): Tree =>
    nodes.map((node) => {
      if (placed) return node;
      if (node.id === comment.parent_id) {
        placed = true;
        return { ...node, replies: [...node.replies, entry] };
      }
      const replies = walk(node.replies);
      return replies === node.replies || !placed ? node : { ...node, replies };
    });
  const next = walk(tree);
  return placed ? next : null;
}

const sizeOf = (c: CommunityComment): number => 1 + c.replies.reduce((n, r) => n + sizeOf(r), 0);

/** Removes a comment with its replies (the server deletes them too); `removed` counts them all. */
export function removeComment(tree: Tree, id: number): { tree: Tree; removed: number } {
  let removed = 0;
  const walk = (nodes: Tree): Tree =>
    nodes.flatMap((node) => {
      if (node.id === id) {
        removed = sizeOf(node);
        return [];
      }
      return [{ ...node, replies: walk(node.replies) }];
    });
  const next = walk(tree);
  return { tree: removed ? next : tree, removed };
}

/** An edited comment keeps its place and its replies. */
export function replaceComment(tree: Tree, comment: CommunityComment): Tree {
  return tree.map((node) =>
    node.id === comment.id
      ? { ...node, ...comment, replies: node.replies }
      : { ...node, replies: replaceComment(node.replies, comment) },
  );
}
