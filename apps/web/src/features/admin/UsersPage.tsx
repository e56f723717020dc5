export function UsersPage() {
  return null;
}
