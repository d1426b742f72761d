import Typography from '@mui/material/Typography';

// The reader's own locale and time zone: "23 Nov 2026, 14:05" in en-GB, "Nov 23, 2026, 2:05 PM" in en-US.
const FORMAT = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatProjectDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : FORMAT.format(date);
}

/** When a room was generated, as a <time> element. */
export function ProjectDate({ createdAt }: { createdAt: string }) {
  const text = formatProjectDate(createdAt);
  if (!text) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      <time dateTime={createdAt}>{text}</time>
    </Typography>
  );
}
