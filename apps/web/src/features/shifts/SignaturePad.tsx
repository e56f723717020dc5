import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type SignaturePadProps = {
  /** The pad's accessible name: whose signature it takes. */
  label: string;
  /** The drawn signature as a PNG in base64 (no `data:` prefix), or null once cleared. */
  onChange: (pngBase64: string | null) => void;
};

const PAD_HEIGHT = 180;
// A phone's 3× screen would triple the image for no gain in legibility; 2× keeps it well under
// the server's size cap (SIGNATURE_MAX_BYTES).
const MAX_PIXEL_RATIO = 2;
const INK = '#1a237e';

/** The canvas's backing store at the pad's drawn size, white, ready for ink. */
function prepare(canvas: HTMLCanvasElement) {
  const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
  const { width, height } = canvas.getBoundingClientRect();
  canvas.width = Math.max(1, Math.round(width * ratio));
  canvas.height = Math.max(1, Math.round(height * ratio));
  const context = canvas.getContext('2d');
  if (context === null) {
    return;
  }
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.strokeStyle = INK;
  context.lineWidth = 2.5;
  context.lineCap = 'round';
  context.lineJoin = 'round';
}

const pngBase64 = (canvas: HTMLCanvasElement) =>
  canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');

/**
 * A signature drawn with a finger, a stylus or a mouse (pointer events), exported as a PNG on a
 * white ground after each stroke. Our own small component rather than a library: straight
 * segments between pointer samples are legible enough for a client's confirmation, and the page
 * stays light on a caregiver's phone.
 */
export function SignaturePad({ label, onChange }: SignaturePadProps) {
  const { t } = useTranslation('shifts');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [signed, setSigned] = useState(false);
  const hintId = useId();

  useEffect(() => {
    if (canvasRef.current) {
      prepare(canvasRef.current);
    }
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  function start(event: PointerEvent<HTMLCanvasElement>) {
    const context = event.currentTarget.getContext('2d');
    if (context === null) {
      return;
    }
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
    // A tap alone leaves a dot.
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  }

  function move(event: PointerEvent<HTMLCanvasElement>) {
    const context = event.currentTarget.getContext('2d');
    if (!drawing.current || context === null) {
      return;
    }
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
  }

  function end(event: PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) {
      return;
    }
    drawing.current = false;
    setSigned(true);
    onChange(pngBase64(event.currentTarget));
  }

  function clear() {
    if (canvasRef.current) {
      prepare(canvasRef.current);
    }
    setSigned(false);
    onChange(null);
  }

  return (
    <Stack spacing={1}>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-label={label}
        aria-describedby={hintId}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        sx={{
          display: 'block',
          width: '100%',
          height: PAD_HEIGHT,
          border: 2,
          borderColor: signed ? 'primary.main' : 'grey.500',
          borderRadius: 1,
          bgcolor: '#ffffff',
          // The finger draws instead of scrolling the page.
          touchAction: 'none',
          cursor: 'crosshair',
        }}
      />
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography id={hintId} variant="body2" color="text.secondary" aria-live="polite">
          {signed ? t('checkout.signature.signed') : t('checkout.signature.hint')}
        </Typography>
        <Button onClick={clear} disabled={!signed}>
          {t('checkout.signature.clear')}
        </Button>
      </Stack>
    </Stack>
  );
}
