// A tool's public page as the API answers it (GET /tool-page/{slug}): the tool and its
// canonical slug (tool-slug.ts). Apart from product-page.ts, so the reply's check does not
// bring the page's wording along.
import * as v from 'valibot';
import { ToolSchema } from './tool-schema';

export const ToolPageSchema = v.object({ slug: v.string(), tool: ToolSchema });
export type ToolPage = v.InferOutput<typeof ToolPageSchema>;
