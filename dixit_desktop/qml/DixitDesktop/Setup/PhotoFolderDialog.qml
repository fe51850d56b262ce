import QtQuick.Dialogs
import DixitDesktop.Backend

// The system's folder chooser for a deck of the family's own photos (the folder is only read).
// Created when asked for, so the dialogs module loads only then.
FolderDialog {
    objectName: "photoFolderDialog"
    title: qsTr("Choose a folder of pictures")
    onAccepted: Cards.usePhotoFolder(selectedFolder.toString())
}
