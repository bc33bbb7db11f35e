import { runServerProcess } from "./server-process";

void runServerProcess();
