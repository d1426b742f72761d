import { forwardRef, useRef, useState, type PointerEvent } from 'react';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Close from '@mui/icons-material/Close';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import { TOAST_OPTIONS } from '../../shared/constants';

const COLORS = {
  default: '#2b3532',
  success: '#2e7d4f',
  error: '#c0392b',
  warning: '#b7791f',
  info: '#2f5d50',
} as const;

const ICONS = {
  default: null,
  success: <CheckCircle fontSize="small" aria-hidden />,
  error: <ErrorOutline fontSize="small" aria-hidden />,
  warning: <WarningAmber fontSize="small" aria-hidden />,
  info: <InfoOutlined fontSize="small" aria-hidden />,
};

/** Share of the toast's width a horizontal drag must cover to dismiss it (SPEC.md §9). */
const DISMISS_SHARE = TOAST_OPTIONS.dragDismissPercent / 100;

/** notistack has no drag support, so each toast tracks its own pointer drag. */
export const DraggableToast = forwardRef<HTMLDivElement, CustomContentProps>(function DraggableToast(
  { id, message, variant, style, className },
  ref,
) {
  const { closeSnackbar } = useSnackbar();
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ startX: number; width: number; dx: number } | null>(null);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('button')) return;
    drag.current = { startX: e.clientX, width: e.currentTarget.offsetWidth, dx: 0 };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current.dx = e.clientX - drag.current.startX;
    setOffset(drag.current.dx);
  };
  const onPointerUp = () => {
    const d = drag.current;
    drag.current = null;
    if (d && d.width > 0 && Math.abs(d.dx) >= d.width * DISMISS_SHARE) closeSnackbar(id);
    else setOffset(0);
  };

  const width = drag.current?.width || 1;
  return (
    <SnackbarContent
      ref={ref}
      role={variant === 'error' || variant === 'warning' ? 'alert' : 'status'}
      style={style}
      className={className}
    >
      <Box
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        data-variant={variant}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          width: '100%',
          minWidth: { xs: 'calc(100vw - 32px)', sm: 300 },
          maxWidth: 440,
          pl: 2,
          pr: 1,
          py: 1.25,
          borderRadius: 2.5,
          color: '#fff',
          bgcolor: COLORS[variant],
          boxShadow: '0 10px 30px rgba(20, 30, 27, 0.25)',
          cursor: 'grab',
          touchAction: 'pan-y',
          userSelect: 'none',
          transform: `translateX(${offset}px)`,
          opacity: offset ? Math.max(0.2, 1 - Math.abs(offset) / width) : 1,
          transition: drag.current ? 'none' : 'transform 160ms ease, opacity 160ms ease',
          fontSize: '0.925rem',
        }}
      >
        {ICONS[variant]}
        <Box sx={{ flex: 1, lineHeight: 1.4 }}>{message}</Box>
        <IconButton
          size="small"
          aria-label="Close notification"
          onClick={() => closeSnackbar(id)}
          sx={{ color: 'inherit' }}
        >
          <Close fontSize="small" />
        </IconButton>
      </Box>
    </SnackbarContent>
  );
});
