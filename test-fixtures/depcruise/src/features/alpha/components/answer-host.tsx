import { Answer } from "../answers/answer";

export const AnswerHost = () => <Answer />;
