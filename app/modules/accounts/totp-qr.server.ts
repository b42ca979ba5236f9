import QRCode from "qrcode";

export interface QrDrawing {
  /** Modules per side, plus the quiet zone. */
  size: number;
  /** One SVG path of 1×1 squares, in module units. */
  path: string;
}

const QUIET_ZONE = 2;

/**
 * The authenticator app's setup link as a QR code, drawn as one SVG path on
 * the server: the page needs no image request, no inline HTML and no QR
 * library in the browser's bundle.
 */
export function drawQrCode(text: string): QrDrawing {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) parts.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path: parts.join("") };
}
