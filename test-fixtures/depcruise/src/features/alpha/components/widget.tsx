import { accent } from "@/app/theme"; // planted: features-know-no-app
import { formatCount } from "@/lib/format";

export function Widget() {
  return <p style={{ color: accent }}>{formatCount(3)}</p>;
}
