import Link from '@mui/material/Link';

// How contact details read on a record: each one a link that does what it says.

export const phoneLink = (phone: string | null) =>
  phone && <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>;

export const emailLink = (email: string | null) =>
  email && <Link href={`mailto:${email}`}>{email}</Link>;

export const websiteLink = (website: string | null) =>
  website && (
    <Link href={website} target="_blank" rel="noopener noreferrer">
      {website.replace(/^https?:\/\//, '')}
    </Link>
  );
