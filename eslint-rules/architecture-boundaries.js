// ESLint rule: keeps the hexagonal arrows of shared/spec/architecture.md true. Files in a
// zone's `target` folder may not import (statically, dynamically, or by re-export) from any
// folder in its `from` list. Only relative imports name our own files, so no module
// resolver is needed: the import path is resolved against the importing file.
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
                message: { type: 'string' },
              },
              required: ['target', 'from', 'message'],
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
    const zones = context.options[0].zones
      .map((zone) => ({
        target: resolve(root, zone.target),
        from: zone.from.map((folder) => resolve(root, folder)),
        message: zone.message,
      }))
      .filter((zone) => isInside(file, zone.target));
    if (zones.length === 0) return {};

    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const path = source.value;
      if (!path.startsWith('.')) return;
      const imported = resolve(dirname(file), path);
      for (const zone of zones) {
        if (zone.from.some((folder) => isInside(imported, folder))) {
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
