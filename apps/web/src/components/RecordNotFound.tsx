import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

export type RecordNotFoundProps = { title: string; message: string };

/** A record's page when the address names none the reader may see (absent and hidden read alike). */
export function RecordNotFound({ title, message }: RecordNotFoundProps) {
  return (
    <>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Alert severity="warning" role="alert">
        {message}
      </Alert>
    </>
  );
}
