// The id an INSERT … RETURNING gave back, or a loud failure if the database gave none.
export function returnedId(rows: { id: string }[]): string {
  const row = rows[0];
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row.id;
}
