; Inno Setup 6 script: Dixit-Desktop-<version>-Setup.exe from the PyInstaller bundle.
; packaging/build.py runs it on Windows with the version from pyproject.toml:
;   ISCC.exe /DAppVersion=0.1.0 /DAppNumericVersion=0.1.0.0 /DSourceDir=dist\dixit-desktop
;            /DOutputDir=dist /DIconFile=build\icon\dixit-desktop.ico packaging\windows\dixit-desktop.iss
; Per-user install by default (no administrator needed: families), per-machine if chosen.

#ifndef AppVersion
  #error Pass the version: ISCC /DAppVersion=X.Y.Z (packaging/build.py does)
#endif
#ifndef AppNumericVersion
  #define AppNumericVersion AppVersion
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\dixit-desktop"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\icon\dixit-desktop.ico"
#endif

#define AppName "Dixit Desktop"
#define AppExe "dixit-desktop.exe"

[Setup]
; A fixed AppId: upgrades replace the previous version instead of installing beside it.
AppId={{6F1D2C84-6A0B-4E47-9C3B-5D2E8A41B7C9}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
VersionInfoVersion={#AppNumericVersion}
AppPublisher=Dixit Desktop developers
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
OutputDir={#OutputDir}
OutputBaseFilename=Dixit-Desktop-{#AppVersion}-Setup
#if FileExists(IconFile)
SetupIconFile={#IconFile}
#endif
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Only what the installer put there; saved games live in the user's data folder and stay.
Type: filesandordirs; Name: "{app}\_internal"
