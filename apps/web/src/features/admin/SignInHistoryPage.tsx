export function SignInHistoryPage() {
  return null;
}
