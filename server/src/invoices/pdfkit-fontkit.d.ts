// pdfkit also takes a font already parsed by fontkit (its PDFFontFactory accepts any object
// with a layout method); @types/pdfkit lists only files and bytes.
import type { Font } from 'fontkit';

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}
