import { describe, expect, it } from 'vitest';
import { passwordProblem } from './passwords.ts';

describe('passwordProblem', () => {
  it('accepts a passphrase of unrelated words', () => {
    expect(passwordProblem('meadow quartz ember sail')).toBeNull();
  });

  it('refuses passwords shorter than twelve characters', () => {
    expect(passwordProblem('x7#kQ2!mZ')).toEqual({
      code: 'password_too_short',
      params: { min: 12 },
    });
  });

  it('refuses a breached password whatever its case', () => {
    expect(passwordProblem('QwertyUiop123')).toEqual({ code: 'password_breached' });
  });

  it('refuses a common password padded with digits and symbols to reach the length', () => {
    expect(passwordProblem('sunshine2024!')).toEqual({ code: 'password_breached' });
    expect(passwordProblem('!!2024sunshine')).toEqual({ code: 'password_breached' });
  });

  it('refuses passwords that are easy to guess though long enough', () => {
    for (const guessable of ['abababababababab', '739154862031', 'qwertyuiopasdfgh']) {
      expect(passwordProblem(guessable)).toEqual({ code: 'password_guessable' });
    }
  });

  it("refuses the person's name with a suffix", () => {
    const carlos = { name: 'Carlos Caregiver', email: 'carlos.c@example.org' };
    expect(passwordProblem('CarlosCaregiver99', carlos)).toEqual({ code: 'password_guessable' });
  });

  it('accepts random passwords and the suggested kind', () => {
    expect(passwordProblem('aB3$xY9!qL2@')).toBeNull();
    expect(passwordProblem('k7Hq2-Pz9xW-m4RtY-b8NcV')).toBeNull();
  });

  it('refuses passwords built from the name or email address', () => {
    expect(passwordProblem('Priya-Sharma-rocks-9', { name: 'Priya' })).toEqual({
      code: 'password_personal',
    });
    expect(passwordProblem('my jsmith login 42', { email: 'jsmith@example.org' })).toEqual({
      code: 'password_personal',
    });
  });
});
