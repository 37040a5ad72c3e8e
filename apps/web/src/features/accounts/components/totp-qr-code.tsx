import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The otpauth URL as a QR code, drawn as one SVG path (no markup from the library); loaded only when enrolling. */
export default function TotpQrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const { path, modules } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(value);
    code.make();
    const count = code.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count; col += 1) if (code.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    }
    return { path: d, modules: count + 8 };
  }, [value]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges" style={{ background: '#fff', maxWidth: '100%', height: 'auto' }}>
      <path d={path} fill="#000" />
    </svg>
  );
}
