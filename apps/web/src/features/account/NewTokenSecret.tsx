import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type NewTokenSecretProps = {
  name: string;
  secret: string;
  /** Forgets the secret: after this nothing on the page can show it again. */
  onDone: () => void;
};

type CopyState = 'idle' | 'copied' | 'failed';

/** The secret of a token just created, with the one chance to copy it. */
export function NewTokenSecret({ name, secret, onDone }: NewTokenSecretProps) {
  const { t } = useTranslation('account');
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      // Clipboard access can be refused; a selected text is one keystroke from copied.
      inputRef.current?.select();
      setCopy('failed');
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Alert severity="warning">
        <Typography variant="body2" component="p" sx={{ fontWeight: 'bold' }}>
          {t('tokens.createdTitle', { name })}
        </Typography>
        {t('tokens.shownOnce')}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('tokens.secret')}
          name="tokenSecret"
          value={secret}
          fullWidth
          inputRef={inputRef}
          onFocus={(event) => event.target.select()}
          slotProps={{
            htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } },
          }}
        />
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon aria-hidden />}
          onClick={() => void handleCopy()}
          sx={{ flexShrink: 0, minHeight: 56 }}
        >
          {t('tokens.copy')}
        </Button>
      </Stack>
      <Box role="status" aria-live="polite">
        {copy === 'copied' && <Typography color="success.main">{t('tokens.copied')}</Typography>}
        {copy === 'failed' && <Typography color="error">{t('tokens.copyFailed')}</Typography>}
      </Box>
      <Box>
        <Button variant="contained" onClick={onDone}>
          {t('tokens.done')}
        </Button>
      </Box>
    </Stack>
  );
}
