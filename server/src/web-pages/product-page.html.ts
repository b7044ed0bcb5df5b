// A tool's public page, /tools/{slug}, drawn by the API from the catalogue as it is now:
// everything a visitor or a search engine reads is in the HTML (no script needed), with
// its canonical address, Open Graph tags and the schema.org Product. Every value from the
// catalogue (an admin's words) is escaped by `html`; the JSON-LD by jsonForScript.
import { html, raw } from 'hono/html';
import { formatAmount } from '../../../src/domain/money';
import {
  type ProductFacts,
  jsonForScript,
  productFacts,
  productJsonLd,
  productSummary,
  schemaPrice,
} from '../../../src/domain/product-page';
import type { Tool } from '../../../src/domain/tool';
import { slugPath, type SlugMatch } from '../../../src/domain/tool-slug';
import { pageFrame, STORE_NAME } from './page-frame.html';

/** The tiers, when there are several (one price is already the price line), as the app shows them. */
const tierTable = (tiers: ProductFacts['tiers']) =>
  html`<h2>Price per unit by quantity</h2>
    <table>
      <thead>
        <tr>
          <th scope="col">Quantity</th>
          <th scope="col">Unit price</th>
        </tr>
      </thead>
      <tbody>
        ${tiers.map(
          (tier) =>
            html`<tr>
              <td>${tier.quantity}</td>
              <td>${tier.unitPrice}</td>
            </tr>`,
        )}
      </tbody>
    </table>`;

/** `siteUrl`: the store's address as people reach it (no trailing slash). */
export function productPageHtml({ tool, slug }: SlugMatch<Tool>, siteUrl: string): string {
  const url = `${siteUrl}${slugPath(slug)}`;
  const image = new URL(tool.img, `${siteUrl}/`).href;
  const facts = productFacts(tool);
  const summary = productSummary(tool);
  const title = `${tool.name}: ${formatAmount(tool.price)} / unit · ${STORE_NAME}`;
  const head = html`<link rel="canonical" href="${url}" />
    <meta property="og:type" content="product" />
    <meta property="og:site_name" content="${STORE_NAME}" />
    <meta property="og:title" content="${tool.name}" />
    <meta property="og:description" content="${summary}" />
    <meta property="og:url" content="${url}" />
    <meta property="og:image" content="${image}" />
    <meta property="product:price:amount" content="${schemaPrice(tool.price)}" />
    <meta property="product:price:currency" content="USD" />
    <meta name="twitter:card" content="summary_large_image" />
    <script type="application/ld+json">
      ${raw(jsonForScript(productJsonLd(tool, url, image)))}
    </script>`;
  const body = html`<article class="product" aria-labelledby="tool-name">
    <img src="${tool.img}" alt="${tool.name}" width="800" height="600" fetchpriority="high" />
    <div>
      <h1 id="tool-name">${tool.name}</h1>
      <p class="price">${facts.priceLine}</p>
      <p class="stock${facts.inStock ? '' : ' out'}">${facts.stock}</p>
      <p class="muted">${facts.minimumOrder}</p>
      <a id="order" class="order" href="/tool/${encodeURIComponent(tool._id)}">Sign in to order</a>
      ${facts.tiers.length > 1 ? tierTable(facts.tiers) : ''}
      <h2>About this tool</h2>
      <p class="description">${tool.description}</p>
    </div>
  </article>`;
  return pageFrame({ title, description: summary, extraHead: head }, body);
}

/** The page of a tool that is not (or no longer) in the catalogue. */
export function missingToolPageHtml(): string {
  const body = html`<h1>This tool is not in our catalogue</h1>
    <p class="muted">It may have been removed, or the address may be mistyped.</p>
    <p><a class="order" href="/tools">Browse all tools</a></p>`;
  return pageFrame(
    { title: `Tool not found · ${STORE_NAME}`, description: 'This tool is not in our catalogue.' },
    body,
  );
}
