// ESLint rule: keeps the hexagonal arrows of shared/spec/architecture.md true. Files in a
// zone's `target` folder may not import (statically, dynamically, or by re-export) from any
// folder in its `from` list (but for a folder of its `allowInside` list), nor any package in its `packages` list; files whose path
// (relative to the project, with `/`) matches one of its `exceptFiles` patterns are left
// out of the zone (tests and stories may use test support). Only relative imports name our
// own files, so no module resolver is needed: the import path is resolved against the
// importing file.
import { dirname, relative, resolve, sep } from 'node:path';

/** True when `file` is `folder` itself or inside it (both absolute). */
const isInside = (file, folder) => {
  const rel = relative(folder, file);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep));
};

/** @type {import('eslint').Rule.RuleModule} */
export const architectureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that break the architecture’s dependency arrows' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'string' },
                from: { type: 'array', items: { type: 'string' } },
                allowInside: { type: 'array', items: { type: 'string' } },
                packages: { type: 'array', items: { type: 'string' } },
                exceptFiles: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
    messages: { forbidden: 'Import of "{{path}}" breaks the architecture: {{message}}' },
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const fromRoot = relative(root, file).split(sep).join('/');
    const zones = context.options[0].zones
      .map((zone) => ({
        target: resolve(root, zone.target),
        from: (zone.from ?? []).map((folder) => resolve(root, folder)),
        allowInside: (zone.allowInside ?? []).map((folder) => resolve(root, folder)),
        packages: zone.packages ?? [],
        exceptFiles: (zone.exceptFiles ?? []).map((pattern) => new RegExp(pattern)),
        message: zone.message,
      }))
      .filter((zone) => isInside(file, zone.target))
      .filter((zone) => !zone.exceptFiles.some((pattern) => pattern.test(fromRoot)));
    if (zones.length === 0) return {};

    /** A package name or one of its entry points: `msw` covers `msw/node`, not `msw-x`. */
    const isPackage = (path, name) => path === name || path.startsWith(`${name}/`);

    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const path = source.value;
      const forbids = path.startsWith('.')
        ? (zone) => {
            const imported = resolve(dirname(file), path);
            return (
              zone.from.some((folder) => isInside(imported, folder)) &&
              !zone.allowInside.some((folder) => isInside(imported, folder))
            );
          }
        : (zone) => zone.packages.some((name) => isPackage(path, name));
      for (const zone of zones) {
        if (forbids(zone)) {
          context.report({
            node: source,
            messageId: 'forbidden',
            data: { path, message: zone.message },
          });
          return;
        }
      }
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const architecturePlugin = { rules: { boundaries: architectureBoundaries } };
