// planted: src-knows-no-server
import { PORT } from "../../server/port";

export const port = PORT;
