// Images the API serves itself are stored as paths (/images/…) so the data survives a
// change of host or port; clients on another origin get them as absolute URLs.
import type { Tool } from '../../../src/domain/tool';

const imagesPath = '/images/';

export function absoluteAssetUrl(publicUrl: string, img: string): string {
  return img.startsWith(imagesPath) ? `${publicUrl}${img}` : img;
}

/** An image of this API as it is stored: its absolute address (as answered) back to a path. */
export function storedAssetUrl(publicUrl: string, img: string): string {
  return img.startsWith(`${publicUrl}${imagesPath}`) ? img.slice(publicUrl.length) : img;
}

export const presentTool = (publicUrl: string, tool: Tool): Tool => ({
  ...tool,
  img: absoluteAssetUrl(publicUrl, tool.img),
});

/** Both ways, as the use cases take them: an image as answered, and as it is stored. */
export const imageAddresses = (publicUrl: string) => ({
  shownImage: (img: string) => absoluteAssetUrl(publicUrl, img),
  storedImage: (url: string) => storedAssetUrl(publicUrl, url),
});
