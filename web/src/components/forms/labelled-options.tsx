/** One `<option>` per entry of a value-to-label table, in the table's order: a select's choices. */
export function LabelledOptions({ labels }: { labels: Readonly<Record<string, string>> }) {
  return Object.entries(labels).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
