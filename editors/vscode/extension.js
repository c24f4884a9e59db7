// Starts `cardsmith lsp` for the YAML files of heroes, boards and boxes.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const [command, ...args] = vscode.workspace.getConfiguration("cardsmith").get("command");
  client = new LanguageClient(
    "cardsmith",
    "cardsmith",
    { command, args },
    {
      documentSelector: [
        { scheme: "file", language: "yaml", pattern: "**/heroes/*.{yaml,yml}" },
        { scheme: "file", language: "yaml", pattern: "**/boards/*.{yaml,yml}" },
        { scheme: "file", language: "yaml", pattern: "**/box.{yaml,yml}" },
        { scheme: "file", language: "yaml", pattern: "**/rulesets/*.{yaml,yml}" },
      ],
    },
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
