export function UserDetailPage() {
  return null;
}
