// planted: no-cycle-between-folders-of-a-feature (answers → components here, components → answers in
// components/answer-host.tsx; no module cycle)
import { Widget } from "../components/widget";

export const Answer = () => <Widget />;
