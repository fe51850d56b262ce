pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts
import DixitDesktop.Controls

// Who plays (names, colour and symbol each, seat order), how (the rule set, explained, and
// its options), and why the game cannot start yet, in words.
FocusScope {
    id: screen
    objectName: "setupScreen"
    property int pickerSeat: -1

    function choosePhotoFolder() {
        const component = Qt.createComponent("DixitDesktop.Setup", "PhotoFolderDialog")
        if (component.status !== Component.Ready) {
            console.warn(component.errorString())
            return
        }
        const dialog = component.createObject(screen)
        dialog.accepted.connect(() => dialog.destroy())
        dialog.rejected.connect(() => dialog.destroy())
        dialog.open()
    }

    GridLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        columns: Theme.portrait ? 1 : 2
        columnSpacing: Theme.margin
        rowSpacing: Theme.gap

        PlayersPane {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredWidth: 1
            Layout.preferredHeight: Theme.portrait ? screen.height * Theme.setupPanePortrait : -1
            onPickRabbit: (seat) => screen.pickerSeat = seat
        }
        RulesPane {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredWidth: 1
            Layout.preferredHeight: Theme.portrait ? screen.height * 0.5 : -1
            onChoosePhotos: screen.choosePhotoFolder()
        }
    }

    Loader {
        anchors.fill: parent
        z: 100
        active: screen.pickerSeat >= 0
        sourceComponent: RabbitPicker {
            seat: screen.pickerSeat
            onClose: screen.pickerSeat = -1
        }
    }
}
