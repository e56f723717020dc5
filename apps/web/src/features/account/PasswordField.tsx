import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { TextFieldProps } from '@mui/material/TextField';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'variant'> & {
  /** Controls whether the characters show; without it the field keeps its own state. */
  revealed?: boolean;
  onRevealedChange?: (revealed: boolean) => void;
};

/** A password field with a show/hide button, so people can check what they typed. */
export function PasswordField({
  revealed: revealedProp,
  onRevealedChange,
  slotProps,
  ...fieldProps
}: PasswordFieldProps) {
  const { t } = useTranslation('account');
  const [ownRevealed, setOwnRevealed] = useState(false);
  const revealed = revealedProp ?? ownRevealed;
  const toggle = () => {
    setOwnRevealed(!revealed);
    onRevealedChange?.(!revealed);
  };

  return (
    <TextField
      {...fieldProps}
      type={revealed ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        // Password managers and spell checkers should leave a shown password alone.
        htmlInput: { spellCheck: false, autoCapitalize: 'none', ...slotProps?.htmlInput },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                onClick={toggle}
                // One name with a pressed state, rather than a name that flips under the finger.
                aria-label={t('password.show')}
                aria-pressed={revealed}
              >
                {revealed ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
