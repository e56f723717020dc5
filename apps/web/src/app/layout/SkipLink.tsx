import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type SkipLinkProps = { targetId: string };

/** The first stop for the keyboard: jumps past the header, shown only while it has focus. */
export function SkipLink({ targetId }: SkipLinkProps) {
  const { t } = useTranslation();

  // Focus the target directly: following the hash would add a history entry the router sees.
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  };

  return (
    <Link
      href={`#${targetId}`}
      onClick={handleClick}
      sx={{
        // Off screen, not hidden: screen readers still list it.
        position: 'absolute',
        top: 8,
        left: 8,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
      }}
    >
      {t('a11y.skipToContent')}
    </Link>
  );
}
