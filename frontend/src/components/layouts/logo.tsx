import Box from '@mui/material/Box';
import { useId } from 'react';

export type LogoProps = {
  /** Height of the mark in px; the word mark scales with it. */
  size?: number;
  /** Show "Pulsar Messaging" next to the mark. */
  withText?: boolean;
};

/** The product logo: a pulse inside a rounded square, with an optional word mark. */
export function Logo({ size = 32, withText = true }: LogoProps) {
  const gradientId = useId();
  return (
    <Box
      sx={{ display: 'inline-flex', alignItems: 'center', gap: size / 32 }}
      aria-label="Pulsar Messaging"
      role="img"
    >
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#6366f1" />
            <stop offset="1" stopColor="#3730a3" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
        <path
          d="M5 17h5l2.5-6 4 12 3-9 1.5 3H27"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="25" cy="8" r="2.4" fill="#f97316" />
      </svg>
      {withText && (
        <Box
          component="span"
          sx={{
            fontSize: size * 0.56,
            fontWeight: 750,
            letterSpacing: '-0.02em',
            color: 'text.primary',
            whiteSpace: 'nowrap',
            ml: 1,
          }}
        >
          {/* A real space, so the visible text reads "Pulsar Messaging" (links named after it must contain it). */}
          Pulsar{' '}
          <Box component="span" sx={{ fontWeight: 500, color: 'text.secondary', ml: 0.2 }}>
            Messaging
          </Box>
        </Box>
      )}
    </Box>
  );
}
