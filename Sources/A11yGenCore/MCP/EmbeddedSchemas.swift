// Generated from Specs/*.schema.json by `A11YGEN_RECORD=1 swift test --filter EmbeddedSchemas`.
// Edit the files in Specs/, never this one; a test fails when they differ.

enum EmbeddedSchemas {
    static let files: [String: String] = [
        "check-result.schema.json": ##"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://a11y-gen.dev/schemas/check-result.schema.json",
          "title": "a11y-gen check result",
          "description": "What `a11y-gen check --format json` prints, and the structuredContent of the MCP tool check_swift.",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "schemaVersion",
            "tool",
            "findings",
            "summary"
          ],
          "properties": {
            "schemaVersion": {
              "$ref": "#/$defs/schemaVersion"
            },
            "tool": {
              "$ref": "#/$defs/tool"
            },
            "findings": {
              "type": "array",
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "rule",
                  "severity",
                  "message",
                  "dependsOnOtherFiles",
                  "wcag",
                  "file",
                  "line",
                  "column",
                  "fingerprint"
                ],
                "properties": {
                  "rule": {
                    "$ref": "#/$defs/ruleID"
                  },
                  "severity": {
                    "type": "string",
                    "enum": [
                      "note",
                      "warning",
                      "error"
                    ]
                  },
                  "message": {
                    "type": "string"
                  },
                  "fix": {
                    "type": "string",
                    "description": "The change that resolves it."
                  },
                  "note": {
                    "type": "string",
                    "description": "Set when the finding could depend on code in another file."
                  },
                  "dependsOnOtherFiles": {
                    "type": "boolean"
                  },
                  "wcag": {
                    "type": "array",
                    "items": {
                      "type": "string"
                    },
                    "description": "WCAG success criteria the rule card names."
                  },
                  "file": {
                    "type": "string",
                    "description": "The path as given, or <stdin>."
                  },
                  "line": {
                    "type": "integer",
                    "minimum": 1
                  },
                  "column": {
                    "type": "integer",
                    "minimum": 1,
                    "description": "Counted in Unicode scalars."
                  },
                  "fingerprint": {
                    "type": "string",
                    "description": "Identity for baselines."
                  }
                }
              },
              "description": "Findings at or above the severity threshold, not in the baseline, ordered by file, line and column."
            },
            "summary": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "files",
                "checked",
                "findings",
                "suppressed",
                "baselined",
                "belowSeverity",
                "byRule",
                "bySeverity",
                "skipped",
                "unclosed"
              ],
              "properties": {
                "files": {
                  "type": "integer",
                  "minimum": 0
                },
                "checked": {
                  "type": "integer",
                  "minimum": 0
                },
                "findings": {
                  "type": "integer",
                  "minimum": 0
                },
                "suppressed": {
                  "type": "integer",
                  "minimum": 0
                },
                "baselined": {
                  "type": "integer",
                  "minimum": 0
                },
                "belowSeverity": {
                  "type": "integer",
                  "minimum": 0
                },
                "byRule": {
                  "type": "object",
                  "additionalProperties": {
                    "type": "integer",
                    "minimum": 0
                  }
                },
                "bySeverity": {
                  "type": "object",
                  "additionalProperties": {
                    "type": "integer",
                    "minimum": 0
                  }
                },
                "skipped": {
                  "type": "array",
                  "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "file",
                      "reason"
                    ],
                    "properties": {
                      "file": {
                        "type": "string"
                      },
                      "reason": {
                        "type": "string"
                      }
                    }
                  }
                },
                "listed": {
                  "description": "Present only when check_swift's maxFindings cut the list: how many findings are listed (the first ones, in order); 'findings' and the other counts are always the whole.",
                  "type": "integer",
                  "minimum": 0
                },
                "unclosed": {
                  "description": "Files with code that was not checked, so no finding there means nothing: a call or block never closed (a missing ')' or '}'), a /* comment or \"\"\" string literal never closed, or a block nested deeper than a11y-gen reads. Not findings: they do not change the exit code.",
                  "type": "array",
                  "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "file",
                      "line",
                      "column",
                      "reason"
                    ],
                    "properties": {
                      "file": {
                        "type": "string"
                      },
                      "line": {
                        "type": "integer",
                        "minimum": 1
                      },
                      "column": {
                        "type": "integer",
                        "minimum": 1
                      },
                      "reason": {
                        "type": "string"
                      }
                    }
                  }
                }
              }
            }
          },
          "$defs": {
            "schemaVersion": {
              "type": "string",
              "const": "2.0.0",
              "description": "The version of this schema the object follows (semantic versioning; README, 'JSON output and versioning')."
            },
            "tool": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "name",
                "version"
              ],
              "properties": {
                "name": {
                  "type": "string",
                  "const": "a11y-gen"
                },
                "version": {
                  "type": "string",
                  "description": "The a11y-gen version that produced the output."
                }
              }
            },
            "ruleID": {
              "type": "string",
              "pattern": "^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)+$",
              "description": "A rule id from the catalog (Specs/rules.json, `a11y-gen rules`, the MCP tool explain_rule)."
            }
          }
        }
        """## + "\n",
        "config.schema.json": #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://a11y-gen.dev/schemas/config.schema.json",
          "title": "a11y-gen project config (a11y-gen.json)",
          "description": "What `a11y-gen generate` writes, and defaults shared by every spec it reads. Paths are relative to the folder holding this file. A default applies only where a spec has no value of its own: a spec's platforms, minimumOS entries and locale always win.",
          "type": "object",
          "required": [
            "generate"
          ],
          "additionalProperties": false,
          "properties": {
            "$schema": {
              "type": "string",
              "description": "This schema's URL or path, for editors."
            },
            "platforms": {
              "$ref": "field-spec.schema.json#/properties/platforms",
              "description": "Default platforms for specs that name none."
            },
            "minimumOS": {
              "$ref": "field-spec.schema.json#/properties/minimumOS",
              "description": "Default minimum OS per platform, for each platform a spec targets without its own minimum. It never adds a platform to a spec, so it may name platforms that only some specs target."
            },
            "locale": {
              "type": "string",
              "pattern": "^[A-Za-z]{2,3}[-_][A-Za-z]{2}$",
              "description": "Default locale for specs that set none (its region picks postal-code keyboards and the currency, its language the messages a11y-gen writes)."
            },
            "templates": {
              "type": "string",
              "minLength": 1,
              "pattern": "^(?!.*\\.(swift|json|mustache)$).+$",
              "description": "A template set: a folder path relative to this file whose .mustache files replace the built-in templates of the same name (the rest stay built in). generate checks every template before it writes anything; `a11y-gen templates export DIR` writes the built-in set to start from."
            },
            "strings": {
              "type": "string",
              "pattern": "^.*[^/]\\.xcstrings$",
              "description": "A String Catalog (.xcstrings) relative to this file: generate merges the strings of every form it generates into it, each marked with its view's name, and writes it once at the end; a merge removes only keys a11y-gen added (README, 'Localization'). Name it after the table: Localizable.xcstrings, or NAME.xcstrings with stringsTable NAME."
            },
            "stringsTable": {
              "type": "string",
              "pattern": "^[A-Za-z0-9_-][A-Za-z0-9_.-]*$",
              "description": "The table generated code looks its strings up in (the catalog file name without .xcstrings); default Localizable."
            },
            "stringsBundle": {
              "type": "string",
              "enum": [
                "main",
                "module"
              ],
              "description": "The bundle holding the table: main (an app's, the default) or module (a Swift package target's Bundle.module)."
            },
            "generate": {
              "type": "array",
              "minItems": 1,
              "description": "Each entry maps a form spec file, or a folder whose *.json files are all form specs (not searched recursively), to an output. Outputs are written only when their bytes change and never over a file a11y-gen did not write unless --force; nothing is removed.",
              "items": {
                "type": "object",
                "required": [
                  "specs",
                  "output"
                ],
                "additionalProperties": false,
                "properties": {
                  "specs": {
                    "type": "string",
                    "minLength": 1,
                    "description": "A form spec file (form-spec.schema.json) or a folder of them."
                  },
                  "output": {
                    "type": "string",
                    "minLength": 1,
                    "description": "A path ending in .swift is the one file to write (only for a single spec file); any other path is a folder that gets <name>.swift per spec, created if missing."
                  }
                }
              }
            }
          }
        }
        """# + "\n",
        "field-result.schema.json": ##"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://a11y-gen.dev/schemas/field-result.schema.json",
          "title": "a11y-gen field result",
          "description": "What `a11y-gen field --format json` prints for a field it generated, and the structuredContent of the MCP tool generate_field. Spec errors print spec-errors.schema.json instead.",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "schemaVersion",
            "tool",
            "code",
            "declarations",
            "view",
            "functions",
            "imports",
            "decisions",
            "rules",
            "platforms",
            "minimumOS",
            "warnings",
            "verify",
            "apis"
          ],
          "properties": {
            "schemaVersion": {
              "$ref": "#/$defs/schemaVersion"
            },
            "tool": {
              "$ref": "#/$defs/tool"
            },
            "code": {
              "type": "string",
              "description": "The complete snippet, exactly what --format swift prints."
            },
            "declarations": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "The @State, @FocusState and @AccessibilityFocusState declarations to paste into the View."
            },
            "view": {
              "type": "string",
              "description": "The view code for the body."
            },
            "functions": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "The functions the view calls (validateX(), ...)."
            },
            "imports": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "The modules the code imports."
            },
            "decisions": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/decision"
              }
            },
            "rules": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/ruleID"
              },
              "description": "Every rule id the decisions cite, sorted."
            },
            "platforms": {
              "$ref": "#/$defs/platforms"
            },
            "minimumOS": {
              "$ref": "#/$defs/minimumOS"
            },
            "warnings": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/diagnostic"
              },
              "description": "Things you may want to change; each with its code, location, message and suggestion."
            },
            "verify": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "What a person must still check on a device (VoiceOver speech, contrast, large text)."
            },
            "apis": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Every SwiftUI, UIKit and AppKit API the code uses."
            },
            "plan": {
              "type": "object",
              "description": "The full decision record the code was rendered from. Its inner shape is internal to a11y-gen and not covered by this schema's versioning: read the documented keys instead. Present with detail full (the CLI's default); left out with detail summary (`--detail summary`, and the MCP tool's default)."
            },
            "strings": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/localizedString"
              },
              "description": "The strings the code looks up at run time, each key once with every comment it is written with, one per line: what --strings merges into a String Catalog (README, 'Localization')."
            }
          },
          "$defs": {
            "schemaVersion": {
              "type": "string",
              "const": "2.0.0",
              "description": "The version of this schema the object follows (semantic versioning; README, 'JSON output and versioning')."
            },
            "tool": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "name",
                "version"
              ],
              "properties": {
                "name": {
                  "type": "string",
                  "const": "a11y-gen"
                },
                "version": {
                  "type": "string",
                  "description": "The a11y-gen version that produced the output."
                }
              }
            },
            "ruleID": {
              "type": "string",
              "pattern": "^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)+$",
              "description": "A rule id from the catalog (Specs/rules.json, `a11y-gen rules`, the MCP tool explain_rule)."
            },
            "diagnostic": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "severity",
                "code",
                "location",
                "message"
              ],
              "properties": {
                "severity": {
                  "type": "string",
                  "enum": [
                    "error",
                    "warning",
                    "note"
                  ]
                },
                "code": {
                  "type": "string",
                  "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$",
                  "description": "Stable kebab-case problem code, e.g. unknown-data-type."
                },
                "location": {
                  "type": "string",
                  "description": "Where: a JSON path into the spec ($.fields[2].type), a line and column (line 3, column 14) when the file is not valid JSON, or a flag (--type) for command-line input."
                },
                "message": {
                  "type": "string"
                },
                "suggestion": {
                  "type": "string",
                  "description": "How to fix it: the did-you-mean, the allowed values or the change to make."
                },
                "line": {
                  "type": "integer",
                  "minimum": 1,
                  "description": "One-based line of the location in the file it was read from, a spec or a11y-gen.json (absent for flags and MCP arguments)."
                },
                "column": {
                  "type": "integer",
                  "minimum": 1,
                  "description": "One-based column (in Unicode scalars) of the location in that file; present with line."
                },
                "file": {
                  "type": "string",
                  "description": "The file the location is in when it is not the spec the command read: the project config (a11y-gen.json) for a note at a default the spec took from it. Absent otherwise."
                }
              }
            },
            "decision": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "aspect",
                "choice",
                "rules",
                "reason"
              ],
              "properties": {
                "aspect": {
                  "type": "string",
                  "description": "What was decided: control, keyboard, content-type.ios, labeling, error-wiring, ..."
                },
                "choice": {
                  "type": "string",
                  "description": "What was chosen, as emitted (.emailAddress) or in words."
                },
                "rules": {
                  "type": "array",
                  "items": {
                    "$ref": "#/$defs/ruleID"
                  }
                },
                "reason": {
                  "type": "string"
                }
              }
            },
            "platforms": {
              "type": "array",
              "items": {
                "type": "string",
                "enum": [
                  "ios",
                  "macos"
                ]
              },
              "minItems": 1,
              "uniqueItems": true
            },
            "minimumOS": {
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "ios": {
                  "type": "string",
                  "pattern": "^[0-9]+\\.[0-9]+$"
                },
                "macos": {
                  "type": "string",
                  "pattern": "^[0-9]+\\.[0-9]+$"
                }
              },
              "description": "The minimum OS of each platform the code was generated and checked for."
            },
            "localizedString": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "key",
                "comment"
              ],
              "properties": {
                "key": {
                  "type": "string",
                  "description": "The lookup key as Xcode extracts it from the call: interpolated strings as %@, integers as %lld."
                },
                "comment": {
                  "type": "string",
                  "description": "The translator's comment: where a person sees or hears the string."
                },
                "plural": {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                    "one",
                    "other"
                  ],
                  "properties": {
                    "one": {
                      "type": "string"
                    },
                    "other": {
                      "type": "string"
                    }
                  },
                  "description": "The source language's forms when the key holds one count (%lld)."
                }
              }
            }
          }
        }
        """## + "\n",
        "field-spec.schema.json": #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://a11y-gen.dev/schemas/field-spec.schema.json",
          "title": "a11y-gen field spec",
          "description": "One form field for `a11y-gen field --spec`. Unknown keys are errors.",
          "type": "object",
          "required": [
            "label",
            "type"
          ],
          "additionalProperties": false,
          "properties": {
            "$schema": {
              "type": "string",
              "description": "This schema's URL or path, for editors; a11y-gen ignores it."
            },
            "label": {
              "type": "string",
              "minLength": 1,
              "description": "The visible label; also the one accessible name. Do not include the control type."
            },
            "type": {
              "type": "string",
              "enum": [
                "2fa-code",
                "account-name",
                "additional-name",
                "address",
                "address-city-and-state",
                "address-level1",
                "address-level2",
                "address-level3",
                "address-line-1",
                "address-line-2",
                "address-line1",
                "address-line2",
                "amount",
                "bday",
                "bday-day",
                "bday-month",
                "bday-year",
                "birthdate",
                "birthdate-day",
                "birthdate-month",
                "birthdate-text",
                "birthdate-year",
                "birthday",
                "birthday-text",
                "calendar-date",
                "card-expiration",
                "card-expiration-date",
                "card-expiration-month",
                "card-expiration-year",
                "card-expiry",
                "card-expiry-date",
                "card-expiry-month",
                "card-expiry-year",
                "card-holder-name",
                "card-number",
                "card-type",
                "cardholder-name",
                "cc-additional-name",
                "cc-csc",
                "cc-exp",
                "cc-exp-month",
                "cc-exp-year",
                "cc-family-name",
                "cc-given-name",
                "cc-name",
                "cc-number",
                "cc-type",
                "ccv",
                "cellular-eid",
                "cellular-imei",
                "cellular-imei1",
                "cellular-imei2",
                "cellular-nal",
                "checkbox",
                "choice",
                "city",
                "city-state",
                "clock-time",
                "company",
                "counter",
                "country",
                "country-name",
                "create-password",
                "credit-card-expiration",
                "credit-card-expiration-month",
                "credit-card-expiration-year",
                "credit-card-family-name",
                "credit-card-given-name",
                "credit-card-middle-name",
                "credit-card-name",
                "credit-card-number",
                "credit-card-security-code",
                "credit-card-type",
                "currency",
                "current-password",
                "cvc",
                "cvv",
                "date",
                "date-time",
                "date-time-text",
                "datetime",
                "datetime-local",
                "datetime-text",
                "decimal",
                "display-name",
                "district",
                "domain-name",
                "double",
                "e-mail",
                "e-mail-address",
                "eid",
                "email",
                "email-address",
                "exp-month",
                "exp-year",
                "expiration-month",
                "expiration-year",
                "expiry",
                "expiry-date",
                "expiry-month",
                "expiry-year",
                "family-name",
                "first-name",
                "firstname",
                "flight",
                "flight-number",
                "float",
                "forename",
                "full-name",
                "full-street-address",
                "given-name",
                "handle",
                "honorific-prefix",
                "honorific-suffix",
                "host-name",
                "hostname",
                "idn-email",
                "imei",
                "imei1",
                "imei2",
                "int",
                "integer",
                "ip",
                "ip-addr",
                "ip-address",
                "ipv4",
                "ipv6",
                "iri",
                "job-title",
                "last-name",
                "lastname",
                "link",
                "location",
                "login",
                "long-text",
                "mail-address",
                "middle-name",
                "mobile",
                "money",
                "multiline",
                "nal",
                "name",
                "name-on-card",
                "name-or-phone",
                "name-phone",
                "name-prefix",
                "name-suffix",
                "new-password",
                "nickname",
                "notes",
                "number",
                "number-integer",
                "one-time-code",
                "one-time-passcode",
                "one-time-password",
                "org",
                "organization",
                "organization-name",
                "organization-title",
                "otp",
                "otp-code",
                "passcode",
                "password",
                "password-new",
                "phone",
                "phone-number",
                "pin",
                "pin-code",
                "place",
                "plain",
                "port",
                "port-number",
                "post-code",
                "postal",
                "postal-code",
                "postcode",
                "price",
                "province",
                "quantity",
                "query",
                "region",
                "search",
                "search-query",
                "secret",
                "security-code",
                "select",
                "server-address",
                "server-host",
                "server-port",
                "shipment-tracking-number",
                "sms-code",
                "social-handle",
                "state",
                "stepper",
                "street",
                "street-address",
                "street-address-line-1",
                "street-address-line-2",
                "street-address-line1",
                "street-address-line2",
                "street-line1",
                "street-line2",
                "string",
                "sublocality",
                "surname",
                "switch",
                "tel",
                "telephone",
                "text",
                "text-area",
                "textarea",
                "time",
                "time-of-day",
                "timestamp",
                "title-prefix",
                "toggle",
                "town",
                "tracking-number",
                "transaction-amount",
                "twitter",
                "uri",
                "uri-reference",
                "url",
                "user-id",
                "user-name",
                "userid",
                "username",
                "verification-code",
                "website",
                "zip",
                "zip-code"
              ],
              "description": "The data type or an alias (WHATWG autocomplete token, JSON Schema format). `a11y-gen types` lists them with what each emits."
            },
            "name": {
              "type": "string",
              "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
              "description": "Swift identifier stem; derived from the label when absent."
            },
            "placeholder": {
              "type": "string",
              "description": "Prompt shown inside the empty field; never the only label."
            },
            "hint": {
              "type": "string",
              "description": "Helper text under the field, also the accessibility hint. Never carries the error. Without it, a text field with length or number limits gets help that states them (policy.limits-stated); an empty hint means no help at all."
            },
            "validation": {
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "required": {
                  "type": "boolean",
                  "description": "The field must be filled; a toggle must be on (consent). Not for steppers, which always hold a value."
                },
                "email": {
                  "type": "boolean",
                  "description": "Check the address format; true by default for type email."
                },
                "pattern": {
                  "type": "string",
                  "format": "regex",
                  "description": "ICU regular expression the whole value must match."
                },
                "patternMessage": {
                  "type": "string",
                  "description": "The error shown when the pattern does not match (required with pattern)."
                },
                "minLength": {
                  "type": "integer",
                  "minimum": 1,
                  "maximum": 1000000
                },
                "maxLength": {
                  "type": "integer",
                  "minimum": 1,
                  "maximum": 1000000
                },
                "minimum": {
                  "type": "number",
                  "description": "Smallest number (integer, decimal and currency types)."
                },
                "maximum": {
                  "type": "number",
                  "description": "Largest number (integer, decimal and currency types)."
                },
                "after": {
                  "type": "string",
                  "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
                  "description": "Date pickers: the identifier of another date this one must come after. The default message names that date by its label in a form (\"Choose a date after check-in date.\"), by its identifier's words for a field on its own; messages.after replaces it."
                },
                "minimumAge": {
                  "type": "integer",
                  "minimum": 0,
                  "maximum": 150,
                  "description": "Date pickers: the age in whole years this date gives must be at least this."
                },
                "maximumAge": {
                  "type": "integer",
                  "minimum": 0,
                  "maximum": 150,
                  "description": "Date pickers: the age in whole years this date gives must be at most this."
                }
              }
            },
            "messages": {
              "type": "object",
              "additionalProperties": false,
              "description": "Overrides for the generated error messages.",
              "properties": {
                "required": {
                  "type": "string",
                  "minLength": 1
                },
                "email": {
                  "type": "string",
                  "minLength": 1
                },
                "length": {
                  "type": "string",
                  "minLength": 1
                },
                "range": {
                  "type": "string",
                  "minLength": 1
                },
                "after": {
                  "type": "string",
                  "minLength": 1
                },
                "age": {
                  "type": "string",
                  "minLength": 1
                },
                "number": {
                  "type": "string",
                  "minLength": 1,
                  "description": "Number fields: shown when the text people typed is not a number."
                },
                "decimals": {
                  "type": "string",
                  "minLength": 1,
                  "description": "Currency fields: shown when an amount has more digits after the decimal separator than the currency has (2 for USD, 3 for KWD)."
                }
              }
            },
            "labeling": {
              "type": "string",
              "enum": [
                "title",
                "labeled-content",
                "titleless",
                "form-row"
              ],
              "default": "title",
              "description": "Where the one accessible name comes from."
            },
            "visibleLabel": {
              "type": "boolean",
              "default": true,
              "description": "Show a persistent label above the field (card 001). false warns, and is refused together with a placeholder."
            },
            "platforms": {
              "description": "Target platforms; iPadOS is ios. Any case is read (\"iOS\", \"macOS\"), and a comma-separated string is accepted too. Without it, the platforms minimumOS names (so a macOS minimum alone makes a macOS-only field), else iOS.",
              "oneOf": [
                {
                  "type": "array",
                  "items": {
                    "type": "string",
                    "anyOf": [
                      {
                        "enum": [
                          "ios",
                          "macos"
                        ]
                      },
                      {
                        "pattern": "^([iI][oO][sS]|[iI][pP][aA][dD][oO][sS]|[mM][aA][cC][oO][sS])$"
                      }
                    ]
                  },
                  "minItems": 1,
                  "uniqueItems": true
                },
                {
                  "type": "string",
                  "pattern": "^ *([iI][oO][sS]|[iI][pP][aA][dD][oO][sS]|[mM][aA][cC][oO][sS]) *(, *([iI][oO][sS]|[iI][pP][aA][dD][oO][sS]|[mM][aA][cC][oO][sS]) *)*$"
                }
              ],
              "default": [
                "ios"
              ]
            },
            "minimumOS": {
              "type": "object",
              "additionalProperties": false,
              "description": "Minimum OS per platform (defaults: iOS 17, macOS 14), as a string (\"17\", \"17.4\") or a whole number (17).",
              "properties": {
                "ios": {
                  "anyOf": [
                    {
                      "type": "string",
                      "pattern": "^(15|16|17|18|26|27)(\\.[0-9]+)?$"
                    },
                    {
                      "type": "integer",
                      "enum": [
                        15,
                        16,
                        17,
                        18,
                        26,
                        27
                      ]
                    }
                  ]
                },
                "macos": {
                  "anyOf": [
                    {
                      "type": "string",
                      "pattern": "^(12|13|14|15|26|27)(\\.[0-9]+)?$"
                    },
                    {
                      "type": "integer",
                      "enum": [
                        12,
                        13,
                        14,
                        15,
                        26,
                        27
                      ]
                    }
                  ]
                }
              }
            },
            "locale": {
              "type": "string",
              "pattern": "^[A-Za-z]{2,3}[-_][A-Za-z]{2}$",
              "description": "Its region picks postal-code keyboards and the currency; its language (en, de, ja; others fall back to English with a warning) picks the language of the messages a11y-gen writes."
            },
            "currencyCode": {
              "type": "string",
              "pattern": "^[A-Za-z]{3}$",
              "description": "ISO 4217 code for currency fields, such as EUR (any case; written in capitals)."
            },
            "style": {
              "type": "string",
              "enum": [
                "automatic",
                "compact",
                "graphical",
                "wheel",
                "field",
                "stepper-field",
                "menu",
                "segmented",
                "inline",
                "radio-group",
                "navigation-link"
              ],
              "default": "automatic",
              "description": "Date pickers: automatic, compact, graphical, wheel (iOS only), field or stepper-field (macOS only); naming follows the style (card 002). Choices: automatic, menu, segmented, wheel (iOS only), inline, radio-group (macOS only) or navigation-link (iOS 16+ only); without a style the option count and platform choose one (select.segmented, select.menu, policy.choice-*)."
            },
            "hideLabel": {
              "type": "boolean",
              "default": false,
              "description": "Date pickers with the wheel or graphical style: hide the layout label with .labelsHidden() behind a visible Text; the DatePicker string stays the name."
            },
            "range": {
              "type": "string",
              "pattern": "^\\s*([+-]?\\d+[dwmy]|today|\\d{4}-\\d{2}-\\d{2})?\\s*\\.\\.\\.\\s*([+-]?\\d+[dwmy]|today|\\d{4}-\\d{2}-\\d{2})?\\s*$",
              "description": "Date pickers: lower...upper, lower... or ...upper; bounds are today, an offset from today (+30d, -18y; units d, w, m, y) computed at run time, or a fixed ISO date."
            },
            "min": {
              "type": "integer",
              "default": 0,
              "description": "Steppers only: the lowest value, a whole number; the state starts here."
            },
            "max": {
              "type": "integer",
              "description": "Steppers only (required there): the highest value, a whole number, at least min."
            },
            "step": {
              "type": "integer",
              "minimum": 1,
              "default": 1,
              "description": "Steppers only: how much one tap changes the value; at most max - min."
            },
            "unit": {
              "type": "string",
              "minLength": 1,
              "description": "Steppers only: the unit shown and spoken with the value, as \"one/other\" forms (\"item/items\") or one form for every count (\"kg\")."
            },
            "options": {
              "type": "array",
              "minItems": 1,
              "maxItems": 1000,
              "items": {
                "oneOf": [
                  {
                    "type": "string",
                    "minLength": 1,
                    "description": "An option whose stored value is its label (\"Small\"), as an HTML option without a value stores its text."
                  },
                  {
                    "type": "object",
                    "required": [
                      "value",
                      "label"
                    ],
                    "additionalProperties": false,
                    "properties": {
                      "value": {
                        "type": [
                          "string",
                          "integer"
                        ],
                        "description": "The value the code stores when this option is chosen (a String; a whole number is read as its digits). Unique within the field."
                      },
                      "label": {
                        "type": "string",
                        "minLength": 1,
                        "description": "The visible label VoiceOver speaks for the option. Unique within the field."
                      },
                      "image": {
                        "type": "string",
                        "description": "An SF Symbol name shown with the label; in a segmented picker the image alone shows and carries the label as its accessibilityLabel."
                      }
                    }
                  }
                ]
              },
              "description": "Choice fields: the options people choose from, each a label (stored as itself) or an object with the value to store. A text type with options becomes a choice, with a warning (card 000, select.menu)."
            },
            "optionsEnum": {
              "oneOf": [
                {
                  "type": "string",
                  "description": "The type name, with labels from rawValue."
                },
                {
                  "type": "object",
                  "required": [
                    "type"
                  ],
                  "additionalProperties": false,
                  "properties": {
                    "type": {
                      "type": "string",
                      "description": "A CaseIterable, Hashable enum of your code, such as Size."
                    },
                    "label": {
                      "type": "string",
                      "enum": [
                        "rawValue",
                        "description"
                      ],
                      "default": "rawValue",
                      "description": "Where each case's visible label comes from."
                    }
                  }
                }
              ],
              "description": "Choice fields: an enum of your code that holds the options; the selection is that type (ForEach(Type.allCases, id: \\.self))."
            }
          }
        }
        """# + "\n",
        "form-result.schema.json": ##"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://a11y-gen.dev/schemas/form-result.schema.json",
          "title": "a11y-gen form result",
          "description": "What `a11y-gen form <spec> --format json` prints (without -o; with -o it is the result key of {path, action, dryRun, result}), and the structuredContent of the MCP tool generate_form. Spec errors print spec-errors.schema.json instead.",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "schemaVersion",
            "tool",
            "code",
            "viewName",
            "successMessage",
            "imports",
            "fields",
            "decisions",
            "rules",
            "platforms",
            "minimumOS",
            "warnings",
            "verify",
            "apis"
          ],
          "properties": {
            "schemaVersion": {
              "$ref": "#/$defs/schemaVersion"
            },
            "tool": {
              "$ref": "#/$defs/tool"
            },
            "code": {
              "type": "string",
              "description": "The complete Swift file, exactly what `a11y-gen form <spec>` prints."
            },
            "viewName": {
              "type": "string",
              "pattern": "^[A-Z][A-Za-z0-9_]*$"
            },
            "successMessage": {
              "type": "string",
              "description": "The status shown and announced after a valid submit."
            },
            "fields": {
              "type": "array",
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "slot"
                ],
                "properties": {
                  "plan": {
                    "type": "object",
                    "description": "The full decision record the code was rendered from, the field's own decisions included. Its inner shape is internal to a11y-gen and not covered by this schema's versioning: read the documented keys instead. Present with detail full (the CLI's default); left out with detail summary (`--detail summary`, and the MCP tool's default)."
                  },
                  "slot": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "focusCase",
                      "restoresFocus",
                      "returnHidesKeyboard"
                    ],
                    "properties": {
                      "focusCase": {
                        "type": "string",
                        "description": "The field's case in the focus enum."
                      },
                      "next": {
                        "type": "string",
                        "description": "The case Return moves to, when it moves on."
                      },
                      "restoresFocus": {
                        "type": "boolean",
                        "description": "Whether the keyboard toolbar's Done puts VoiceOver back on the field."
                      },
                      "returnHidesKeyboard": {
                        "type": "boolean",
                        "description": "On the last field of the Return chain when controls without keyboard focus follow it: Return hides the keyboard instead of submitting."
                      }
                    }
                  },
                  "rendered": {
                    "type": "object",
                    "description": "The field's code in parts, as the form's code has it. Present with detail full (the CLI's default); left out with detail summary (`--detail summary`, and the MCP tool's default).",
                    "additionalProperties": false,
                    "required": [
                      "declarations",
                      "view",
                      "functions",
                      "imports",
                      "apis"
                    ],
                    "properties": {
                      "declarations": {
                        "type": "array",
                        "items": {
                          "type": "string"
                        }
                      },
                      "view": {
                        "type": "string"
                      },
                      "functions": {
                        "type": "array",
                        "items": {
                          "type": "string"
                        }
                      },
                      "imports": {
                        "type": "array",
                        "items": {
                          "type": "string"
                        }
                      },
                      "apis": {
                        "type": "array",
                        "items": {
                          "type": "string"
                        }
                      },
                      "strings": {
                        "type": "array",
                        "items": {
                          "$ref": "#/$defs/localizedString"
                        },
                        "description": "The strings this field's code looks up."
                      }
                    }
                  }
                }
              },
              "description": "Each field in order, with its own decisions (in plan) and code."
            },
            "imports": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "The modules the code imports."
            },
            "decisions": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/decision"
              }
            },
            "rules": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/ruleID"
              },
              "description": "Every rule id the decisions cite, sorted."
            },
            "platforms": {
              "$ref": "#/$defs/platforms"
            },
            "minimumOS": {
              "$ref": "#/$defs/minimumOS"
            },
            "warnings": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/diagnostic"
              },
              "description": "Things you may want to change; each with its code, location, message and suggestion."
            },
            "verify": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "What a person must still check on a device (VoiceOver speech, contrast, large text)."
            },
            "apis": {
              "type": "array",
              "items": {
                "type": "string"
              },
              "description": "Every SwiftUI, UIKit and AppKit API the code uses."
            },
            "strings": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/localizedString"
              },
              "description": "The strings the code looks up at run time, each key once with every comment it is written with, one per line: what --strings merges into a String Catalog (README, 'Localization')."
            }
          },
          "$defs": {
            "schemaVersion": {
              "type": "string",
              "const": "2.0.0",
              "description": "The version of this schema the object follows (semantic versioning; README, 'JSON output and versioning')."
            },
            "tool": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "name",
                "version"
              ],
              "properties": {
                "name": {
                  "type": "string",
                  "const": "a11y-gen"
                },
                "version": {
                  "type": "string",
                  "description": "The a11y-gen version that produced the output."
                }
              }
            },
            "ruleID": {
              "type": "string",
              "pattern": "^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)+$",
              "description": "A rule id from the catalog (Specs/rules.json, `a11y-gen rules`, the MCP tool explain_rule)."
            },
            "diagnostic": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "severity",
                "code",
                "location",
                "message"
              ],
              "properties": {
                "severity": {
                  "type": "string",
                  "enum": [
                    "error",
                    "warning",
                    "note"
                  ]
                },
                "code": {
                  "type": "string",
                  "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$",
                  "description": "Stable kebab-case problem code, e.g. unknown-data-type."
                },
                "location": {
                  "type": "string",
                  "description": "Where: a JSON path into the spec ($.fields[2].type), a line and column (line 3, column 14) when the file is not valid JSON, or a flag (--type) for command-line input."
                },
                "message": {
                  "type": "string"
                },
                "suggestion": {
                  "type": "string",
                  "description": "How to fix it: the did-you-mean, the allowed values or the change to make."
                },
                "line": {
                  "type": "integer",
                  "minimum": 1,
                  "description": "One-based line of the location in the file it was read from, a spec or a11y-gen.json (absent for flags and MCP arguments)."
                },
                "column": {
                  "type": "integer",
                  "minimum": 1,
                  "description": "One-based column (in Unicode scalars) of the location in that file; present with line."
                },
                "file": {
                  "type": "string",
                  "description": "The file the location is in when it is not the spec the command read: the project config (a11y-gen.json) for a note at a default the spec took from it. Absent otherwise."
                }
              }
            },
            "decision": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "aspect",
                "choice",
                "rules",
                "reason"
              ],
              "properties": {
                "aspect": {
                  "type": "string",
                  "description": "What was decided: control, keyboard, content-type.ios, labeling, error-wiring, ..."
                },
                "choice": {
                  "type": "string",
                  "description": "What was chosen, as emitted (.emailAddress) or in words."
                },
                "rules": {
                  "type": "array",
                  "items": {
                    "$ref": "#/$defs/ruleID"
                  }
                },
                "reason": {
                  "type": "string"
                }
              }
            },
            "platforms": {
              "type": "array",
              "items": {
                "type": "string",
                "enum": [
                  "ios",
                  "macos"
                ]
              },
              "minItems": 1,
              "uniqueItems": true
            },
            "minimumOS": {
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "ios": {
                  "type": "string",
                  "pattern": "^[0-9]+\\.[0-9]+$"
                },
                "macos": {
                  "type": "string",
                  "pattern": "^[0-9]+\\.[0-9]+$"
                }
              },
              "description": "The minimum OS of each platform the code was generated and checked for."
            },
            "localizedString": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "key",
                "comment"
              ],
              "properties": {
                "key": {
                  "type": "string",
                  "description": "The lookup key as Xcode extracts it from the call: interpolated strings as %@, integers as %lld."
                },
                "comment": {
                  "type": "string",
                  "description": "The translator's comment: where a person sees or hears the string."
                },
                "plural": {
                  "type": "object",
                  "additionalProperties": false,
                  "required": [
                    "one",
                    "other"
                  ],
                  "properties": {
                    "one": {
                      "type": "string"
                    },
                    "other": {
                      "type": "string"
                    }
                  },
                  "description": "The source language's forms when the key holds one count (%lld)."
                }
              }
            }
          }
        }
        """## + "\n",
        "form-spec.schema.json": #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://a11y-gen.dev/schemas/form-spec.schema.json",
          "title": "a11y-gen form spec",
          "description": "A whole form view for `a11y-gen form`. Fields are field specs (field-spec.schema.json) without platforms or minimumOS, which the form sets for all of them.",
          "type": "object",
          "required": [
            "name",
            "fields"
          ],
          "additionalProperties": false,
          "properties": {
            "$schema": {
              "type": "string",
              "description": "This schema's URL or path, for editors; a11y-gen ignores it."
            },
            "name": {
              "type": "string",
              "pattern": "^[A-Z][A-Za-z0-9_]*$",
              "description": "The view's Swift type name, e.g. SignUpForm."
            },
            "title": {
              "type": "string",
              "description": "navigationTitle for the screen (global.navigation-focus)."
            },
            "fields": {
              "type": "array",
              "minItems": 1,
              "items": {
                "$ref": "field-spec.schema.json"
              },
              "description": "In order. Identifiers (derived from labels or given as name) must be unique; date pickers need distinct names."
            },
            "submitLabel": {
              "type": "string",
              "minLength": 1,
              "default": "Submit"
            },
            "successMessage": {
              "type": "string",
              "default": "Submitted.",
              "description": "Shown and announced after a valid submit; never focused (card 004)."
            },
            "container": {
              "type": "string",
              "enum": [
                "form",
                "stack"
              ],
              "default": "form",
              "description": "form: a Form (on macOS, text fields become form rows with the label at the leading edge); stack: a ScrollView with a VStack."
            },
            "platforms": {
              "$ref": "field-spec.schema.json#/properties/platforms"
            },
            "minimumOS": {
              "$ref": "field-spec.schema.json#/properties/minimumOS"
            },
            "locale": {
              "type": "string",
              "pattern": "^[A-Za-z]{2,3}[-_][A-Za-z]{2}$",
              "description": "Default locale for every field; its language (en, de, ja) also picks the default submitLabel and successMessage."
            }
          }
        }
        """# + "\n",
        "rule-result.schema.json": ##"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://a11y-gen.dev/schemas/rule-result.schema.json",
          "title": "a11y-gen rule explanation",
          "description": "The structuredContent of the MCP tool explain_rule: one rule of the catalog, exactly as Specs/rules.json holds it, and how it relates to the rest.",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "schemaVersion",
            "rule",
            "resolvedBy",
            "checkedByCheck"
          ],
          "properties": {
            "schemaVersion": {
              "$ref": "#/$defs/schemaVersion"
            },
            "rule": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "id",
                "source",
                "kind",
                "text",
                "wcag",
                "resolves"
              ],
              "properties": {
                "id": {
                  "$ref": "#/$defs/ruleID"
                },
                "source": {
                  "type": "string",
                  "enum": [
                    "000-text-field",
                    "001-textfield-reference",
                    "002-date-picker",
                    "004-foundations",
                    "seeds-readme-resolution",
                    "a11y-gen-policy"
                  ],
                  "description": "The rule card it quotes, or a11y-gen's resolution or policy."
                },
                "kind": {
                  "type": "string",
                  "enum": [
                    "must",
                    "dont",
                    "allowed",
                    "check",
                    "selection",
                    "resolution",
                    "policy"
                  ]
                },
                "text": {
                  "type": "string",
                  "description": "The card's own words, verbatim, or the resolution's or policy's reasoning."
                },
                "wcag": {
                  "type": "array",
                  "items": {
                    "type": "string"
                  },
                  "description": "WCAG success criteria, where the card names them."
                },
                "resolves": {
                  "type": "array",
                  "items": {
                    "$ref": "#/$defs/ruleID"
                  },
                  "description": "For resolutions: the rules whose disagreement this settles."
                }
              }
            },
            "resolvedBy": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/ruleID"
              },
              "description": "Resolutions that settle a disagreement involving this rule."
            },
            "checkedByCheck": {
              "type": "boolean",
              "description": "Whether `a11y-gen check` (the MCP tool check_swift) reports violations of this rule."
            }
          },
          "$defs": {
            "schemaVersion": {
              "type": "string",
              "const": "2.0.0",
              "description": "The version of this schema the object follows (semantic versioning; README, 'JSON output and versioning')."
            },
            "ruleID": {
              "type": "string",
              "pattern": "^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)+$",
              "description": "A rule id from the catalog (Specs/rules.json, `a11y-gen rules`, the MCP tool explain_rule)."
            }
          }
        }
        """## + "\n",
        "spec-errors.schema.json": ##"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://a11y-gen.dev/schemas/spec-errors.schema.json",
          "title": "a11y-gen spec errors",
          "description": "What `a11y-gen field --format json` and `a11y-gen form --format json` print (exit code 1) when the spec has errors: every problem at once, nothing generated.",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "schemaVersion",
            "errors",
            "warnings"
          ],
          "properties": {
            "schemaVersion": {
              "$ref": "#/$defs/schemaVersion"
            },
            "errors": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/diagnostic"
              },
              "minItems": 1
            },
            "warnings": {
              "type": "array",
              "items": {
                "$ref": "#/$defs/diagnostic"
              }
            }
          },
          "$defs": {
            "schemaVersion": {
              "type": "string",
              "const": "2.0.0",
              "description": "The version of this schema the object follows (semantic versioning; README, 'JSON output and versioning')."
            },
            "diagnostic": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "severity",
                "code",
                "location",
                "message"
              ],
              "properties": {
                "severity": {
                  "type": "string",
                  "enum": [
                    "error",
                    "warning",
                    "note"
                  ]
                },
                "code": {
                  "type": "string",
                  "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$",
                  "description": "Stable kebab-case problem code, e.g. unknown-data-type."
                },
                "location": {
                  "type": "string",
                  "description": "Where: a JSON path into the spec ($.fields[2].type), a line and column (line 3, column 14) when the file is not valid JSON, or a flag (--type) for command-line input."
                },
                "message": {
                  "type": "string"
                },
                "suggestion": {
                  "type": "string",
                  "description": "How to fix it: the did-you-mean, the allowed values or the change to make."
                },
                "line": {
                  "type": "integer",
                  "minimum": 1,
                  "description": "One-based line of the location in the file it was read from, a spec or a11y-gen.json (absent for flags and MCP arguments)."
                },
                "column": {
                  "type": "integer",
                  "minimum": 1,
                  "description": "One-based column (in Unicode scalars) of the location in that file; present with line."
                },
                "file": {
                  "type": "string",
                  "description": "The file the location is in when it is not the spec the command read: the project config (a11y-gen.json) for a note at a default the spec took from it. Absent otherwise."
                }
              }
            }
          }
        }
        """## + "\n",
        "types-result.schema.json": ##"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://a11y-gen.dev/schemas/types-result.schema.json",
          "title": "a11y-gen types result",
          "description": "The structuredContent of the MCP tool list_types: the inference table. Its types array is exactly what `a11y-gen types --format json` prints.",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "schemaVersion",
            "types"
          ],
          "properties": {
            "schemaVersion": {
              "$ref": "#/$defs/schemaVersion"
            },
            "types": {
              "type": "array",
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "type",
                  "aliases",
                  "control",
                  "autocorrectionDisabled",
                  "why",
                  "rules"
                ],
                "properties": {
                  "type": {
                    "type": "string",
                    "description": "The data type's name, as a spec's type takes it."
                  },
                  "aliases": {
                    "type": "array",
                    "items": {
                      "type": "string"
                    },
                    "description": "Other names a spec may use for it."
                  },
                  "control": {
                    "type": "string",
                    "enum": [
                      "textField",
                      "secureField",
                      "multilineTextField",
                      "numberField",
                      "datePicker",
                      "toggle",
                      "stepper",
                      "picker"
                    ]
                  },
                  "number": {
                    "type": "string",
                    "enum": [
                      "integer",
                      "decimal",
                      "currency"
                    ]
                  },
                  "keyboard": {
                    "type": "string",
                    "description": "The UIKeyboardType emitted (.emailAddress); absent: the default keyboard or no keyboard."
                  },
                  "contentType": {
                    "type": "string",
                    "description": "The AutoFill content type emitted."
                  },
                  "contentTypeAvailability": {
                    "type": "object",
                    "additionalProperties": false,
                    "properties": {
                      "ios": {
                        "type": "string",
                        "pattern": "^[0-9]+\\.[0-9]+(\\.[0-9]+)?$"
                      },
                      "macos": {
                        "type": "string",
                        "pattern": "^[0-9]+\\.[0-9]+(\\.[0-9]+)?$"
                      }
                    }
                  },
                  "autocapitalization": {
                    "type": "string"
                  },
                  "autocorrectionDisabled": {
                    "type": "boolean"
                  },
                  "submitLabel": {
                    "type": "string"
                  },
                  "displayedComponents": {
                    "type": "string",
                    "description": "Date pickers: what the picker shows."
                  },
                  "namingPerStyle": {
                    "type": "object",
                    "additionalProperties": {
                      "type": "string"
                    },
                    "description": "Date pickers: how each style is named (card 002)."
                  },
                  "why": {
                    "type": "string"
                  },
                  "rules": {
                    "type": "array",
                    "items": {
                      "$ref": "#/$defs/ruleID"
                    }
                  }
                }
              }
            }
          },
          "$defs": {
            "schemaVersion": {
              "type": "string",
              "const": "2.0.0",
              "description": "The version of this schema the object follows (semantic versioning; README, 'JSON output and versioning')."
            },
            "ruleID": {
              "type": "string",
              "pattern": "^[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)+$",
              "description": "A rule id from the catalog (Specs/rules.json, `a11y-gen rules`, the MCP tool explain_rule)."
            }
          }
        }
        """## + "\n",
    ]
}
