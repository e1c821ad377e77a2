// planted: no-non-package-json (picocolors is installed only because other packages pull it in: neither
// this fixture's package.json nor the project's declares it)
import pc from "picocolors";
// allowed: react is declared
import { useState } from "react";

export const picked = [pc, useState];
